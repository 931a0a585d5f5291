// Checks every page of the exported site (`npm run validate`). Rules are relaxed below only
// for markup that React and Next write themselves, never for our own.
const config = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  rules: {
    // React serialises void elements as <meta />, <link />, <img />, <input />.
    'void-style': ['error', { style: 'selfclose' }],
    // React serialises boolean and empty attributes with an empty value: async="", hidden="".
    'attribute-boolean-style': ['error', { style: 'empty' }],
    'attribute-empty-style': ['error', { style: 'empty' }],
    // Next writes React's prop names into the head: charSet, fetchPriority, noModule.
    'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
    // Next's inline bootstrap script has id="_R_"; HTML allows any id without whitespace.
    'valid-id': ['error', { relaxed: true }],
    // Next's scripts and styles are served from the site itself; only other hosts need SRI.
    'require-sri': ['error', { target: 'crossorigin' }],
    // Phone links are kept on one line by the `whitespace-nowrap` class instead of entities.
    'tel-non-breaking': ['error', { ignoreClasses: ['whitespace-nowrap'] }],
  },
}

export default config
