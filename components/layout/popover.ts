/**
 * Whether the browser has the Popover API: Chromium 114, Firefox 125 and Safari 17 on.
 * The framework also supports Safari 16.4 and Firefox 111, which do not.
 */
export function supportsPopover(): boolean {
  return typeof HTMLElement !== 'undefined' && Object.hasOwn(HTMLElement.prototype, 'popover')
}

/** Whether `element` is a popover on screen; always false where there are no popovers. */
export function isPopoverOpen(element: Element | null): element is HTMLElement {
  return element instanceof HTMLElement && supportsPopover() && element.matches(':popover-open')
}
