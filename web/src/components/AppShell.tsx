/** AppShell: the signed-in frame: navigation (sidebar on wide screens, top bar on phones) and the page area. */
import type { ReactNode } from "react";
import { Outlet } from "@tanstack/react-router";
import { BrandMark } from "./Brand.tsx";

/** The signed-in layout around the current page. */
export function AppShell({ nav, label }: { nav: ReactNode; label: string }) {
  return (
    <div className="app-shell">
      <a className="skip-link" href="#main">Skip to content</a>
      <nav className="app-nav" aria-label={label}>
        <div className="app-nav-top">
          <span className="brand">
            <BrandMark />
            <span>Kamai</span>
          </span>
        </div>
        <p className="app-nav-label">{label}</p>
        {nav}
      </nav>
      <main className="app-main" id="main">
        <div className="app-content">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
