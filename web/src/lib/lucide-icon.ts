import { createElement, type ReactNode, type SVGProps } from 'react';

/** An icon as lucide-react's modules describe it (`__iconData` in `lucide-react/icons/<name>`). */
export interface LucideIconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

export interface LucideIconProps extends SVGProps<SVGSVGElement> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  children?: ReactNode;
}

/**
 * What every lucide-react icon is made with in the browser's and the server's build (web/vite.config.ts,
 * `smallIcons`), in place of the library's own `createLucideIcon`: the same `<svg>` for the props the site
 * uses (`size`, `color`, `strokeWidth`, `className`, any attribute of an `<svg>`), attribute for attribute,
 * without the library's icon context, absolute stroke widths and attribute-name tables, which no screen
 * uses (about 1 KB gzip of the home page's JavaScript). test/web/lucide-icon.test.tsx holds it to the
 * library's markup for every icon the site imports.
 */
export default function createLucideIcon(icon: LucideIconData) {
  const classes = ['lucide', `lucide-${icon.name}`, ...(icon.aliases ?? []).map((alias) => `lucide-${alias}`)].join(' ');
  return function LucideIcon({ color, size = 24, strokeWidth = 2, className, children, ...rest }: LucideIconProps) {
    // Hidden from screen readers unless it says something itself (children, an aria-* attribute, a role, a title).
    const speaks = Boolean(children) || Object.entries(rest).some(([prop, value]) => value != null && (prop.startsWith('aria-') || prop === 'role' || prop === 'title'));
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: color || 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `${classes} ${className}` : classes,
        ...(!speaks && { 'aria-hidden': 'true' as const }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  };
}
