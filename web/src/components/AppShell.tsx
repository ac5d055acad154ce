/** AppShell: the signed-in frame: navigation (sidebar on wide screens, a menu button on phones) and the page area. */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Outlet, useRouterState } from "@tanstack/react-router";
import { BrandMark } from "./Brand.tsx";
import { LanguageSwitch } from "./LanguageSwitch.tsx";
import { t } from "@/i18n/i18n.ts";

/** The signed-in layout around the current page; `menuBadge` shows on the phone's menu button (e.g. unread news). */
export function AppShell(
  { nav, label, menuBadge, children }: {
    nav: ReactNode;
    label: string;
    menuBadge?: ReactNode;
    /** The page, for a route outside the signed-in layouts (e.g. /two-factor); the layouts' child route otherwise. */
    children?: ReactNode;
  },
) {
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const path = useRouterState({ select: (s) => s.location.pathname });
  // A phone's menu closes once the person has picked a page.
  useEffect(() => setOpen(false), [path]);
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">{t("common.skipToContent")}</a>
      <nav
        className="app-nav"
        aria-label={label}
        onKeyDown={(e) => {
          // Escape closes the phone menu and hands focus back to its button, as keyboard users expect of a menu.
          if (e.key === "Escape" && open) {
            setOpen(false);
            toggle.current?.focus();
          }
        }}
      >
        <div className="app-nav-inner">
          <div className="app-nav-top">
            <span className="brand">
              <BrandMark />
              <span>{t("common.brand")}</span>
            </span>
            <button
              ref={toggle}
              type="button"
              className="app-nav-toggle"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              {open ? t("app.close") : t("app.menu")}
              {!open && menuBadge}
            </button>
          </div>
          <div
            id={menuId}
            className={open ? "app-nav-body open" : "app-nav-body"}
          >
            <p className="app-nav-label">{label}</p>
            {nav}
            <LanguageSwitch className="app-nav-language" />
          </div>
        </div>
      </nav>
      <main className="app-main" id="main">
        <div className="app-content">
          {children ?? <Outlet />}
        </div>
      </main>
    </div>
  );
}
