/**
 * A lazily loaded module or service, loaded on the first call and shared by the later ones. A failed load
 * (offline, a deploy replaced the chunk) is forgotten, so the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null;
  return () => {
    if (!loaded) {
      const loading = load();
      loading.catch(() => {
        if (loaded === loading) loaded = null;
      });
      loaded = loading;
    }
    return loaded;
  };
}
