/**
 * jsdom has no layout and no Element.checkVisibility. The ui-kit's focus trap (tabbable with
 * displayCheck 'full-native') asks checkVisibility whether a control is rendered; without this
 * every control would count as hidden in tests. Like the browser, an element is not visible when
 * it or an ancestor is display:none (the `hidden` attribute included), or, with
 * checkVisibilityCSS, when its computed visibility is hidden.
 */
export function installCheckVisibility(): void {
  if ('checkVisibility' in Element.prototype) return;
  Object.defineProperty(Element.prototype, 'checkVisibility', {
    configurable: true,
    value(this: Element, options: CheckVisibilityOptions = {}): boolean {
      return isRendered(this, options);
    },
  });
}

interface CheckVisibilityOptions {
  checkVisibilityCSS?: boolean;
  visibilityProperty?: boolean;
}

function isRendered(element: Element, options: CheckVisibilityOptions): boolean {
  if (!element.isConnected) return false;
  for (let el: Element | null = element; el; el = el.parentElement) {
    if (getComputedStyle(el).display === 'none') return false;
  }
  if (options.checkVisibilityCSS || options.visibilityProperty) return getComputedStyle(element).visibility !== 'hidden';
  return true;
}
