'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ImageIcon } from '@/components/ui/more-icons';
import { apiFetch } from '@/lib/api/api-fetch';
import { companyKeys } from '@/lib/companies/company-keys';
import { useApiMutation } from '@/lib/api/use-api-mutation';
import type { Product, ProductImage } from '@/lib/contract/catalogue';
import { sortImages } from '@/lib/companies/image-order';
import { MSG } from '@/lib/companies/messages';
import { api } from '@/lib/companies/paths';
import { useImageOrder } from '@/lib/companies/use-image-order';
import { ImageEditDialog } from './image-edit-dialog';
import { ImageUploadDialog } from './image-upload-dialog';

const nameOf = (image: ProductImage, index: number) => image.title || `Image ${index + 1}`;

/**
 * The product's images for its admins: upload several, edit title and description, delete (asked
 * first), and reorder with Move up / Move down (focus stays on the moved image; the move is announced).
 */
export function ProductImagesManager({ companyId, product }: { companyId: number; product: Product }) {
  const images = sortImages(product.images);
  const [uploading, setUploading] = useState(false);
  const [editing, setEditing] = useState<ProductImage | null>(null);
  const [deleting, setDeleting] = useState<ProductImage | null>(null);
  const [announce, setAnnounce] = useState('');
  const focusAfter = useRef<{ id: number; direction: -1 | 1 } | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const move = useImageOrder(companyId, product.id);

  const remove = useApiMutation<unknown, number>({
    request: (imageId) => apiFetch(api.image(companyId, product.id, imageId), { method: 'DELETE' }),
    errorFallback: MSG.imageDeleteError,
    success: { title: MSG.imageDeleted },
    invalidate: [companyKeys.companyProducts(companyId)],
  });

  // A moved item's DOM node moves too and loses focus: put it back on the same button, or on the other one at an end.
  useEffect(() => {
    const target = focusAfter.current;
    if (!target) return;
    focusAfter.current = null;
    const find = (d: -1 | 1) => listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${d}"]`);
    const same = find(target.direction);
    (same && !same.disabled ? same : find(target.direction === -1 ? 1 : -1))?.focus();
  });

  const onMove = (image: ProductImage, index: number, direction: -1 | 1) => {
    const to = move(image.id, direction);
    if (to === null) return;
    setAnnounce(`${nameOf(image, index)} moved to position ${to + 1} of ${images.length}.`);
    focusAfter.current = { id: image.id, direction };
  };

  return (
    <Card>
      <CardHeader
        title="Images"
        description="The first image is the one lists show."
        actions={
          <Button size="small" onClick={() => setUploading(true)}>
            Add images
          </Button>
        }
      />
      <p aria-live="polite" className="sr-only">
        {announce}
      </p>
      {images.length === 0 ? (
        <div className="p-4 sm:p-6">
          <EmptyState icon={ImageIcon} headingLevel={3} title="No images yet" description="Upload one or more pictures of the product." />
        </div>
      ) : (
        <ol ref={listRef} aria-label="Product images in order" className="divide-y divide-border">
          {images.map((image, index) => (
            <li key={image.id} className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:px-6">
              <div className="flex min-w-0 flex-1 items-center gap-3">
                {/* eslint-disable-next-line @next/next/no-img-element -- upstream images are served through the BFF */}
                <img src={image.image} alt={image.title ?? ''} className="size-16 shrink-0 rounded-lg border border-border object-cover" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium">
                    <span className="text-muted-foreground">{index + 1}. </span>
                    {nameOf(image, index)}
                  </p>
                  {image.description ? <p className="line-clamp-2 text-xs text-muted-foreground">{image.description}</p> : null}
                </div>
              </div>
              <div className="flex flex-wrap gap-2" role="group" aria-label={`Actions for ${nameOf(image, index)}`}>
                <Button size="small" variant="outline" data-move={`${image.id}:-1`} disabled={index === 0} onClick={() => onMove(image, index, -1)}>
                  Move up<span className="sr-only">: {nameOf(image, index)}</span>
                </Button>
                <Button
                  size="small"
                  variant="outline"
                  data-move={`${image.id}:1`}
                  disabled={index === images.length - 1}
                  onClick={() => onMove(image, index, 1)}
                >
                  Move down<span className="sr-only">: {nameOf(image, index)}</span>
                </Button>
                <Button size="small" variant="outline" onClick={() => setEditing(image)}>
                  Edit<span className="sr-only">: {nameOf(image, index)}</span>
                </Button>
                <Button size="small" variant="danger" onClick={() => setDeleting(image)}>
                  Delete<span className="sr-only">: {nameOf(image, index)}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <ImageUploadDialog open={uploading} onOpenChange={setUploading} companyId={companyId} product={product} />
      <ImageEditDialog image={editing} onClose={() => setEditing(null)} companyId={companyId} productId={product.id} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this image?"
        text={`${deleting?.title || 'The image'} is removed from ${product.name}. You can restore it from “Recently deleted” on your profile.`}
        confirmLabel="Delete image"
        onConfirm={() => (deleting ? remove.run(deleting.id) : false)}
      />
    </Card>
  );
}
