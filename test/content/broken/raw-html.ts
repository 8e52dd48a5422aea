import { article, type BrokenContent } from '../fixtures/broken-content.ts';

const file = 'content/blog/en/embedded-proxy-demo.md';

export default {
  mistake: 'raw HTML (a script, an iframe, a div with onclick) in a markdown body',
  render: true,
  files: {
    [file]: article('Embedded proxy demo', [
      'Watch the demo below.',
      '',
      '<!-- a note for editors is fine -->',
      '',
      '<script>trackDemo()</script>',
      '',
      '<iframe src="https://video.example/embed/42"></iframe>',
      '',
      '<div onclick="openDemo()">Open the demo</div>',
      '',
      'Then set up your first proxy.',
    ]),
  },
  expect: [
    { code: 'RAW_HTML', file, at: /^<script>/, message: /<script>trackDemo\(\)<\/script>/, hint: /Scripts, embeds and forms are never published/ },
    { code: 'RAW_HTML', file, at: /^<iframe/, message: /<iframe src=/, hint: /link to the page instead/ },
    { code: 'RAW_HTML', file, at: /^<div onclick/, message: /<div onclick=/, hint: /Write it in markdown instead/ },
  ],
} satisfies BrokenContent;
