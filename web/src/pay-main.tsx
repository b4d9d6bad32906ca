// The public pay page's own entry (pay.html, checkout.html): served for /pay/*, /new-pay/* and
// /checkout/* so customers do not download the merchant app (docs/performance.md section 3).
//
// The HTML already paints the brand and the title; the page's code (React and the form) is asked
// for once that frame is on screen, so that neither its download nor its first long task can come
// before the page's first and largest paint, on any network or phone (docs/performance.md
// section 10). A hidden tab draws no frames: it loads at once.
const load = () => void import('./pay-app').then(({ renderPayApp }) => renderPayApp());

if (document.visibilityState === 'hidden') load();
else requestAnimationFrame(() => setTimeout(load, 0));
