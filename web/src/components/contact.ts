/** Support contact details and social profiles shown in the public and auth footers. */

/** Support e-mail address. */
export const SUPPORT_EMAIL = "support@kamai.pk";

/** Support WhatsApp number, as shown and as a wa.me link. */
export const SUPPORT_WHATSAPP = {
  label: "+92 300 0000 524",
  href: "https://wa.me/923000000524",
};

/** Social profiles, in display order. */
export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/kamai.pk" },
  { name: "Instagram", href: "https://www.instagram.com/kamai.pk" },
  { name: "YouTube", href: "https://www.youtube.com/@kamai.pk" },
  { name: "TikTok", href: "https://www.tiktok.com/@kamai.pk" },
  { name: "WhatsApp", href: SUPPORT_WHATSAPP.href },
] as const;
