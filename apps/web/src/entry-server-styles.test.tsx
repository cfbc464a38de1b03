import { describe, expect, it } from 'vitest';
import { splitHoistedStyles } from './entry-server';

// What React hoists to the start of a server drawing goes to the head (decision 041): HTML allows neither a
// <style> nor a preload inside <div id="root">.
describe('splitHoistedStyles', () => {
  const style = '<style data-precedence="mantine" data-href="mantine-1">.a{padding:0}</style>';
  const preload = '<link rel="preload" as="image" href="/api/photos/abc-128.webp"/>';

  it('moves the hoisted styles and image preloads, in any order, and keeps the drawing', () => {
    expect(splitHoistedStyles(`${preload}${style}<main>x</main>`)).toEqual({
      head: `${preload}${style}`,
      html: '<main>x</main>',
    });
    expect(splitHoistedStyles(`${style}<main>x</main>`)).toEqual({ head: style, html: '<main>x</main>' });
  });

  it('leaves a drawing without them as it is', () => {
    expect(splitHoistedStyles('<main><style>.b{}</style></main>')).toEqual({
      head: '',
      html: '<main><style>.b{}</style></main>',
    });
  });
});
