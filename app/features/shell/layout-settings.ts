import type { CSSProperties, ReactNode } from 'react';

/** Spec §2 "Per-page layout settings"; routes set what differs in `handle.layout`. */
export interface FloatingBarOptions {
  className?: string;
  style?: CSSProperties;
  maxWidth?: string;
  leftAction?: 'back' | { to: string } | (() => void);
  rightAction?: ReactNode;
  title?: string;
  titleKey?: string;
  titleParam?: Record<string, unknown>;
  titleProps?: Record<string, unknown>;
}

export interface LayoutSettings {
  hasLeftMenu: boolean;
  isLeftMenuShow: boolean;
  hasHeader: boolean;
  isHeaderHidden: boolean;
  hasNavBar: boolean;
  hasNavHolder: boolean;
  isNavTransparent: boolean;
  hasFloatingBar: boolean;
  floatingBarOptions?: FloatingBarOptions;
  hasFooterBar: boolean;
  isFooterBarHidden: boolean;
  hasFooter: boolean;
  hasContactButton: boolean;
  /** Assets to preload for the page. */
  preload: string[];
}

export interface RouteHandle {
  layout?: Partial<LayoutSettings>;
}

export const DEFAULT_LAYOUT: LayoutSettings = {
  hasLeftMenu: true,
  isLeftMenuShow: false,
  hasHeader: true,
  isHeaderHidden: false,
  hasNavBar: true,
  hasNavHolder: true,
  isNavTransparent: false,
  hasFloatingBar: false,
  hasFooterBar: true,
  isFooterBarHidden: false,
  hasFooter: true,
  hasContactButton: true,
  preload: [],
};

/** Merges the handles of the matched routes, deepest last. */
export function resolveLayout(handles: unknown[]): LayoutSettings {
  return handles.reduce<LayoutSettings>(
    (acc, h) => ({ ...acc, ...((h as RouteHandle | undefined)?.layout ?? {}) }),
    DEFAULT_LAYOUT,
  );
}

/**
 * Pages where people work through a task (booking, sign-in, the member area): no floating contact
 * button over their controls (issue 9 §4); help is one tap away in the menu and footer.
 */
export const TASK_PAGE_HANDLE: RouteHandle = { layout: { hasContactButton: false } };
