/** Installs the admin_money area's English texts: imported by its screens, so they ride in their route chunks. */
import { addEnglish } from "@/i18n/i18n.ts";
import { adminMoneyEn } from "./admin_money_en.ts";

addEnglish("admin_money", adminMoneyEn);
