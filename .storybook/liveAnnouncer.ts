/**
 * Empties React Aria's live announcer. React Aria announces through one live region it keeps in <body> for 7 s
 * (e.g. "Saving" from a pending button). Story tests share the page, so an announcement left by one story
 * (pointing at an element that story owned) would be checked by the next story's axe run: the story setups call
 * this before each story.
 */
export function emptyLiveAnnouncer(): void {
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]'))
    region.replaceChildren();
}
