/**
 * What deleting a workspace takes, for its confirmation: its retailers, brands and products counted
 * (once read; `undefined` while counting), then what else goes in words, for every team.
 */
export function workspaceDeleteText([retailers, brands, products]: readonly (number | undefined)[]): string {
  const n = (count: number | undefined, one: string, many: string) =>
    count === undefined ? many : count === 0 ? `no ${many}` : `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
  return `The workspace goes for every team, with its ${n(retailers, 'retailer', 'retailers')}, ${n(brands, 'brand', 'brands')} and ${n(products, 'product', 'products')}, the files and insights made in it, its meetings, tasks and notes.`;
}
