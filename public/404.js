/* global document, location */
// Names the requested path on the static 404 page, as the SPA's own 404 page does (spec: the
// default message is "page not found" plus the path). A file, not inline: the CSP allows only
// scripts from 'self'. Without JavaScript the page still reads correctly, just without the path.
const target = document.getElementById('not-found-path');
if (target) {
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: show the path as it was requested.
  }
  target.textContent = `${path} は見つかりませんでした。`;
  target.hidden = false;
}
