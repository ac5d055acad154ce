/** / : the public landing page. */
import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "@/components/LandingPage.tsx";
import { readyArea } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/")({
  // The landing texts live in their own area (docs/i18n.md): its Urdu loads before an Urdu first render.
  beforeLoad: () => readyArea("landing"),
  component: LandingPage,
});
