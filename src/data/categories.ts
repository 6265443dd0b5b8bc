/** Pure helpers over the product category tree (categories arrive as a flat list with parentBranch). */
import type { ProductCategory } from '#contract/schemas/catalogue.ts';

/** The category and all its sub-categories, for the `categories[]` filter of the category product list. */
export function categoryWithDescendants(categories: readonly ProductCategory[], id: number): number[] {
  const childrenOf = new Map<number, number[]>();
  for (const category of categories) {
    const parent = category.parentBranch?.id;
    if (parent == null) continue;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category.id]);
  }
  const result: number[] = [];
  const visit = (current: number) => {
    if (result.includes(current)) return;
    result.push(current);
    for (const child of childrenOf.get(current) ?? []) visit(child);
  };
  visit(id);
  return result;
}

export function directChildren(categories: readonly ProductCategory[], id: number | null): ProductCategory[] {
  return categories.filter((c) => (c.parentBranch?.id ?? null) === id);
}

/** Ancestors from the root down, read from the nested parentBranch chain. */
export function ancestors(category: Pick<ProductCategory, 'parentBranch'>): { id: number; name: string; path: string }[] {
  const chain: { id: number; name: string; path: string }[] = [];
  for (let branch = category.parentBranch; branch; branch = branch.parentBranch) {
    chain.unshift({ id: branch.id, name: branch.name, path: branch.path });
  }
  return chain;
}
