// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to; import this in
// tests that render one.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
