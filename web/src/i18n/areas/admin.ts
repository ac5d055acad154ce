/** Installs the admin area's English texts: imported by its screens, so they ride in their route chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { adminEn } from "./admin_en.ts";

addEnglish("admin", adminEn);
