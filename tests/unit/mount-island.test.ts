/**
 * mountIsland, the one way an island that waits for the visitor is mounted: once per host whatever the number
 * of openings, the same controller for every caller, and a start that failed is tried again on the next
 * opening. React's root is replaced by a recorder (no DOM in unit tests).
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const renders: { host: unknown; element: unknown }[] = [];
vi.mock('react-dom/client', () => ({
  createRoot: (host: unknown) => ({ render: (element: unknown) => renders.push({ host, element }) }),
}));

const { mountIsland } = await import('#src/components/ui/mount-island.tsx');

const host = () => ({}) as HTMLElement;

beforeEach(() => {
  renders.length = 0;
});

describe('mountIsland', () => {
  it('starts and renders once per host; every opening gets the same controller', async () => {
    const target = host();
    const controller = { name: 'c' };
    const start = vi.fn(async () => ({ element: 'view', controller }));
    const [first, second] = await Promise.all([mountIsland(target, start), mountIsland(target, start)]);
    const third = await mountIsland(target, start);
    expect(start).toHaveBeenCalledTimes(1);
    expect(renders).toEqual([{ host: target, element: 'view' }]);
    expect([first, second, third]).toEqual([controller, controller, controller]);
  });

  it('forgets a start that failed, so the next opening tries again', async () => {
    const target = host();
    const start = vi
      .fn<() => Promise<{ element: string; controller: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ element: 'view', controller: 2 });
    await expect(mountIsland(target, start)).rejects.toThrow('offline');
    expect(renders).toEqual([]);
    await expect(mountIsland(target, start)).resolves.toBe(2);
    expect(start).toHaveBeenCalledTimes(2);
    expect(renders).toHaveLength(1);
  });

  it('mounts each host on its own', async () => {
    const [a, b] = [host(), host()];
    await mountIsland(a, () => ({ element: 'a', controller: 'A' }));
    await mountIsland(b, () => ({ element: 'b', controller: 'B' }));
    expect(renders.map((r) => r.element)).toEqual(['a', 'b']);
  });
});
