/**
 * The floating chat link's id. A sticky bottom bar sets the height the link must stay above as a
 * custom property on the link itself: set on <html>, every element of the page would inherit the
 * change and have its style computed again (some 15 ms of a phone's main thread).
 */
export const CHAT_LINK_ID = "chat-link";

/** Sets (or with null removes) the sticky bar's height the chat link sits above, on the link alone. */
export function liftChatLinkAboveStickyBar(height: number | null): void {
  const link = document.getElementById(CHAT_LINK_ID);
  if (height === null) link?.style.removeProperty("--sticky-bar-height");
  else link?.style.setProperty("--sticky-bar-height", `${height}px`);
}
