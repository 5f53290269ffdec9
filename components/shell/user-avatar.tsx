/** The account's picture, or its initials on a tinted disc (the header button and the account panel). */
export function UserAvatar({ name, image }: { name: string; image: string | null }) {
  const initials = name
    .split(' ')
    .map((p) => p[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return image ? (
    // eslint-disable-next-line @next/next/no-img-element -- served by the BFF with the session; next/image would proxy it again
    <img src={image} alt="" className="h-8 w-8 shrink-0 rounded-full object-cover" />
  ) : (
    <span aria-hidden="true" className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-semibold text-primary">
      {initials}
    </span>
  );
}
