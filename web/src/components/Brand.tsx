/** Brand: the Kamai logo mark and word mark. */
import { t } from "@/i18n/i18n.ts";

/** The logo mark (decorative). */
export function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#0b8a6a" />
      <path
        d="M10 8v16M10 16l9-8M13 14l7 10"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        fill="none"
      />
      <circle cx="24" cy="8.5" r="2.5" fill="#f7c948" />
    </svg>
  );
}

/** The brand link (logo and name) pointing home. */
export function Brand({ href = "/" }: { href?: string }) {
  return (
    <a className="brand" href={href}>
      <BrandMark />
      <span>{t("common.brand")}</span>
    </a>
  );
}
