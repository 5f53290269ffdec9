'use client';

import { useState } from 'react';
import { cn } from '@/components/ui/cn';
import type { ProductImage } from '@/lib/contract/catalogue';
import { sortImages } from '@/lib/companies/image-order';

/** The product's images: one large with its title and description, the others as thumbnails to pick from. */
export function ProductGallery({ images: unsorted, productName }: { images: ProductImage[]; productName: string }) {
  const images = sortImages(unsorted);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const current = images.find((i) => i.id === chosenId) ?? images[0];
  if (!current) {
    return (
      <div className="flex aspect-square w-full items-center justify-center rounded-card border border-dashed border-border-strong text-sm text-muted-foreground">
        No images yet
      </div>
    );
  }
  const index = images.indexOf(current);
  return (
    <figure className="space-y-3">
      {/* eslint-disable-next-line @next/next/no-img-element -- upstream images are served through the BFF */}
      <img
        src={current.image}
        alt={current.title || `${productName}, image ${index + 1} of ${images.length}`}
        className="aspect-square w-full rounded-card border border-border bg-muted object-contain"
      />
      {current.title || current.description ? (
        <figcaption className="space-y-0.5 text-sm">
          {current.title ? <p className="font-medium">{current.title}</p> : null}
          {current.description ? <p className="text-muted-foreground">{current.description}</p> : null}
        </figcaption>
      ) : null}
      {images.length > 1 ? (
        <ul aria-label="Choose an image" className="flex flex-wrap gap-2">
          {images.map((image, i) => (
            <li key={image.id}>
              <button
                type="button"
                onClick={() => setChosenId(image.id)}
                aria-pressed={image.id === current.id}
                aria-label={`Show image ${i + 1}${image.title ? `: ${image.title}` : ''}`}
                className={cn(
                  'block rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  image.id === current.id ? 'border-primary' : 'border-transparent',
                )}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- upstream images are served through the BFF */}
                <img src={image.image} alt="" className="size-14 rounded-md object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </figure>
  );
}
