/** Installs the admin_catalog area's English texts: imported by its screens, so they ride in their route chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { adminCatalogEn } from "./admin_catalog_en.ts";

addEnglish("admin_catalog", adminCatalogEn);
