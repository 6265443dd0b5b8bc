/**
 * The probe the engine suite's server puts first in every page's <head> (a same-origin script, so the
 * production CSP allows it unchanged; only the suite's server adds it, never a build). WebKit's WebDriver has
 * no log endpoint, and Firefox's BiDi log does not carry CSP violations, so the page reports what the suite
 * fails on itself: uncaught exceptions, unhandled rejections, CSP violations, and same-origin scripts or
 * stylesheets that failed to load. Each report is a beacon to the suite's server, so it survives the
 * navigation that often follows it.
 *
 * Firefox also fires `error` on a `<link rel="modulepreload">` whose module was loaded already, although
 * nothing failed. Such a report names the module and whether the page has it (a resource timing entry with a
 * 2xx status); the suite counts it as that quirk only then, and as a failed load otherwise.
 *
 * It also notes whether the page was revealed with a view transition, and of which types (`pagereveal`
 * fires before any module script runs, so only a script this early sees it).
 *
 * Serialized with Function#toString (Node strips the types): no imports, no closures over module scope.
 */
export function pageProbe(): void {
  const send = (kind: string, message: string) => {
    const body = JSON.stringify({ kind, message, page: location.pathname + location.search, at: Date.now() });
    navigator.sendBeacon('/__engines/report', new Blob([body], { type: 'text/plain' }));
  };
  const loaded = (href: string) =>
    performance.getEntriesByName(href).some((entry) => {
      const status = (entry as PerformanceResourceTiming).responseStatus;
      return status === undefined || (status >= 200 && status < 300);
    });
  addEventListener(
    'error',
    (event: Event) => {
      if (event instanceof ErrorEvent) {
        send('exception', `${event.message} (${event.filename}:${event.lineno}:${event.colno})`);
        return;
      }
      const target = event.target;
      if (!(target instanceof Element)) return;
      const url = target.getAttribute('src') ?? target.getAttribute('href') ?? '';
      const absolute = url ? new URL(url, location.href) : null;
      if (!absolute || absolute.origin !== location.origin) return;
      const rel = target.getAttribute('rel') ?? '';
      if (rel === 'modulepreload') {
        // The module may still be arriving through its <script>: look again once the page has settled.
        const judge = () =>
          send(loaded(absolute.href) ? 'modulepreload-quirk' : 'resource', `modulepreload ${absolute.pathname}`);
        if (document.readyState === 'complete') setTimeout(judge, 500);
        else addEventListener('load', () => setTimeout(judge, 500), { once: true });
        return;
      }
      if (target.localName === 'script' || rel === 'stylesheet') send('resource', `${target.localName} ${absolute.pathname}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { stack?: string } | undefined;
    send('rejection', String(reason?.stack ?? reason));
  });
  addEventListener('pagereveal', (event) => {
    const transition = (event as Event & { viewTransition?: { types?: Set<string> } | null }).viewTransition;
    sessionStorage.setItem('engines.reveal', transition ? `transition:${[...(transition.types ?? [])].join()}` : 'plain');
  });
  addEventListener('securitypolicyviolation', (event) => {
    send('csp', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
  });
}
