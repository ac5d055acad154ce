/** /home : the public landing page (same as /). */
import { createFileRoute } from "@tanstack/react-router";
import { LandingPage } from "../components/LandingPage.tsx";

export const Route = createFileRoute("/home")({ component: LandingPage });
