/** Installs the landing page's English texts: imported by LandingPage, so they ride in its route chunk. */
import { addEnglish } from "@/i18n/i18n.ts";
import { landingEn } from "./landing_en.ts";

addEnglish("landing", landingEn);
