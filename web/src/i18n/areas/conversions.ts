/** Installs the conversions area's English texts: imported by its components, so they ride in their lazy chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { conversionsEn } from "./conversions_en.ts";

addEnglish("conversions", conversionsEn);
