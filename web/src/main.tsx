/** Browser entry: loads styles and fonts, resolves the current route's code, then renders over any pre-rendered markup. */
import "@fontsource/inter/latin-400.css";
import "@fontsource/inter/latin-600.css";
import "@fontsource/inter/latin-700.css";
// Urdu's typeface: its @font-face rules cover Arabic script only, so English pages never download it.
import "@fontsource/noto-naskh-arabic/arabic-400.css";
import "@fontsource/noto-naskh-arabic/arabic-700.css";
import "./styles/tokens.css";
import "./styles/base.css";
import "./styles/components.css";
import "./styles/layout.css";
import "./styles/landing.css";
import "./styles/profiles.css";
import "./styles/payouts.css";
import "./styles/share.css";
import "./styles/tracking.css";
import "./styles/sources.css";
import "./styles/offers.css";
import "./styles/i18n.css";
import "./styles/risk.css";
import "./styles/conversions.css";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { configureApi } from "./lib/api.ts";
import { createAppRouter } from "./router.ts";
import {
  languageOfUrl,
  rememberedLanguage,
  rememberLanguage,
  switchLanguage,
} from "./i18n/i18n.ts";

// The address decides when it names a language (/ur…, ?lang=); otherwise this browser's remembered choice.
const asked = languageOfUrl(location.pathname, location.search);
if (asked) rememberLanguage(asked);
await switchLanguage(asked ?? rememberedLanguage() ?? "en");

const router = createAppRouter();
configureApi({
  navigate: (to) => void router.navigate({ to, replace: true }),
  currentPath: () => router.state.location.pathname,
});

// Load the matched route's split chunk first, so the first render replaces pre-rendered HTML with the same page.
await router.load();
createRoot(document.getElementById("root")!).render(
  <RouterProvider router={router} />,
);
