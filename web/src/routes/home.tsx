/** /home : the public landing page (same as /). */
import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "@/components/LandingPage.tsx";
import { readyArea } from "@/i18n/i18n.ts";

export const Route = createFileRoute("/home")({
  // The landing texts live in their own area (docs/i18n.md): its Urdu loads before an Urdu first render.
  beforeLoad: () => readyArea("landing"),
  component: LandingPage,
});
