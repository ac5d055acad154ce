/** Installs the admin_people area's English texts: imported by its screens, so they ride in their route chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { adminPeopleEn } from "./admin_people_en.ts";

addEnglish("admin_people", adminPeopleEn);
