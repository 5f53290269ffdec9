'use client';

import { useId, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { FieldErrors } from '@/components/ui/field';
import { filledStars, RATINGS, ratingText, starLabel } from '@/lib/retailers/rating';

function Star({ filled, className }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 20 20"
      aria-hidden="true"
      className={cn('size-6', filled ? 'fill-amber-400 text-amber-500' : 'fill-transparent text-slate-400', className)}
    >
      <path
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinejoin="round"
        d="M10 1.9l2.47 5.01 5.53.8-4 3.9.94 5.5L10 14.5l-4.94 2.6.94-5.5-4-3.9 5.53-.8L10 1.9z"
      />
    </svg>
  );
}

/** A stored rating as stars, read out as "4 out of 5 stars". */
export function StarRating({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  return (
    <span role="img" aria-label={ratingText(rating)} className="inline-flex items-center">
      {filledStars(rating).map((on, i) => (
        <Star key={i} filled={on} className={size} />
      ))}
    </span>
  );
}

export type StarRatingInputProps = { value: number | null; onChange: (rating: number) => void; errors?: string[]; label?: string };

/**
 * Rating 1–5 as a radio group drawn as stars: Tab reaches it, arrow keys change it, each choice is
 * named "3 stars"; hovering previews. Errors are linked to the group.
 */
export function StarRatingInput({ value, onChange, errors, label = 'Rating' }: StarRatingInputProps) {
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const errorId = errors?.length ? `${id}-error` : undefined;
  const filled = filledStars(value, hover);
  return (
    <fieldset aria-describedby={errorId} aria-invalid={errorId ? true : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-foreground">
        {label}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {RATINGS.map((n) => (
            <label key={n} className="cursor-pointer p-0.5" onMouseEnter={() => setHover(n)}>
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={value === n}
                onChange={() => onChange(n)}
                aria-label={starLabel(n)}
                required
                className="peer sr-only"
              />
              <Star
                filled={filled[n - 1]}
                className="size-7 rounded peer-focus-visible:outline-2 peer-focus-visible:outline-offset-1 peer-focus-visible:outline-ring"
              />
            </label>
          ))}
        </div>
        <span aria-hidden="true" className="text-sm text-muted-foreground">
          {value ? ratingText(value) : 'Choose a rating'}
        </span>
      </div>
      {errorId ? <FieldErrors id={errorId} messages={errors ?? []} /> : null}
    </fieldset>
  );
}
