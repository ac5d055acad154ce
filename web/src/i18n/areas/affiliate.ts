/** Installs the affiliate area's English texts: imported by the area's layout (UserNav), so they ride in its chunk. */
import { addEnglish } from "@/i18n/i18n.ts";
import { affiliateEn } from "./affiliate_en.ts";

addEnglish("affiliate", affiliateEn);
