import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { staticReactHtml } from '#src/components/ui/static-react.ts';

function Cards({ names }: { names: string[] }) {
  return createElement(
    'ul',
    null,
    names.map((name, index) =>
      createElement(
        'li',
        { key: name },
        createElement('img', { src: `/${name}.jpg`, alt: name, fetchPriority: index === 0 ? 'high' : undefined }),
      ),
    ),
  );
}

describe('staticReactHtml', () => {
  it("renders the component as React's string renderer does, without the preloads React hoists", () => {
    const props = { names: ['a', 'b'] };
    expect(renderToString(createElement(Cards, props))).toContain('<link rel="preload" as="image" href="/a.jpg"');
    expect(staticReactHtml(Cards, props)).toBe(
      '<ul><li><img src="/a.jpg" alt="a" fetchPriority="high"/></li><li><img src="/b.jpg" alt="b"/></li></ul>',
    );
  });
});
