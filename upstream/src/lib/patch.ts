/** An update's fields as sent: an absent field stays unchanged, null clears it. */
export type Patch<T> = { [K in keyof T]?: Exclude<T[K], undefined> | null };
