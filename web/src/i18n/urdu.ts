/** The Urdu chunk the browser loads on demand: the catalogue and the Urdu of the server's texts. */
export { ur } from "./messages_ur.ts";
export { urServerTexts } from "./server_texts_ur.ts";
