/** Installs the offers area's English texts: imported by its screens, so they ride in their route chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { offersEn } from "./offers_en.ts";

addEnglish("offers", offersEn);
