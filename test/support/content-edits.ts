import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import matter from 'gray-matter';
import { articleFile, copyFile, faqFile, markdownBody } from './small-content.ts';

/** An edit of one content file: a front-matter field, the body, or a new file. */
export type ContentEdit =
  | { kind: 'front-matter'; pick: number; field: number; value: number; text: string }
  | { kind: 'body'; pick: number; text: string; image: number; link: 'page' | 'unsafe' | 'broken' }
  | { kind: 'add'; what: 'article' | 'faq' | 'copy'; locale: string; pick: number; value: number; text: string };

const BLOG_CATEGORIES = ['multi-accounting', 'affiliate-marketing', 'e-commerce', 'social-media', 'privacy-security'];
const BLOG_TAGS = ['facebook', 'tiktok', 'amazon', 'proxies', 'fingerprints', 'automation', 'teamwork', 'ads', 'crypto', 'beginners'];
const FAQ_CATEGORIES = ['general', 'billing', 'technical'];
const ARTICLE_SLUGS = ['alpha', 'beta', 'gamma', 'delta'];
const FAQ_SLUGS = ['free-plan', 'proxy', 'teams'];
const COPY_FILES = ['features/{locale}/rpa', 'features/{locale}/synchronizer', 'solutions/{locale}/telegram', 'alternatives/{locale}/gologin-alternative'];
/** A last line of a body: a link to a page (fine), an unsafe URL (a warning) or a page that does not exist (an error). */
const LINKS = { page: 'More on [the plans](/pricing).', unsafe: 'Do not [click](javascript:void(0)).', broken: 'Read [the missing page](/no-such-page).' };
const IMAGES = ['/assets/blog/agency-ad-account.svg', '/assets/blog/profiles-grid.svg', '/assets/blog/team-roles.svg', '/assets/news/partnership.svg'];

/** Content edits, with text from `text`. */
export function contentEditArbitrary(text: fc.Arbitrary<string>): fc.Arbitrary<ContentEdit> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('front-matter' as const), pick: fc.nat(), field: fc.nat(), value: fc.nat(), text }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant('body' as const), pick: fc.nat(), text, image: fc.integer({ min: -1, max: IMAGES.length - 1 }), link: fc.constantFrom(...(['page', 'page', 'page', 'page', 'page', 'page', 'unsafe', 'broken'] as const)) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('add' as const), what: fc.constantFrom('article' as const, 'faq' as const, 'copy' as const), locale: fc.constantFrom('en', 'de', 'zh'), pick: fc.nat(), value: fc.nat(), text }) },
  );
}

/** The markdown files under content/, sorted (what front-matter, body and delete edits pick from). */
export async function contentFiles(root: string): Promise<string[]> {
  const out: string[] = [];
  for (const collection of ['blog', 'faq', 'features', 'solutions', 'alternatives']) {
    for (const locale of await readdir(join(root, 'content', collection)).catch(() => [])) {
      for (const name of await readdir(join(root, 'content', collection, locale))) if (name.endsWith('.md')) out.push(`content/${collection}/${locale}/${name}`);
    }
  }
  return out.sort();
}

/** Applies a content edit. */
export async function editContent(root: string, edit: ContentEdit): Promise<void> {
  if (edit.kind === 'add') {
    await addFile(root, edit);
    return;
  }
  const files = await contentFiles(root);
  if (files.length === 0) return;
  const file = files[edit.pick % files.length] as string;
  const source = await readFile(join(root, file), 'utf8');
  if (edit.kind === 'front-matter' && edit.field % 5 === 0) {
    // A comment line: the body moves down a line, the page stays the same.
    await writeFile(join(root, file), source.replace(/^---\n(# note \d+\n)?/, edit.value % 2 ? '---\n' : `---\n# note ${edit.value}\n`));
    return;
  }
  const parsed = matter(source, {});
  const data = { ...(parsed.data as Record<string, unknown>) };
  let body = parsed.content;
  if (edit.kind === 'body') body = `\n${markdownBody(`${edit.text} ${edit.pick}`, edit.image >= 0 ? IMAGES[edit.image] : undefined)}\n${LINKS[edit.link]}\n`;
  else await setField(root, file, data, edit);
  await writeFile(join(root, file), matter.stringify(body, data));
}

/** Date `value` days after 2020-01-01. */
const dateOf = (value: number) => new Date(Date.UTC(2020, 0, 1) + (value % 2500) * 86_400_000).toISOString().slice(0, 10);

/** Sets one front-matter field of `file` (which fields exist depends on its collection). */
async function setField(root: string, file: string, data: Record<string, unknown>, edit: Extract<ContentEdit, { kind: 'front-matter' }>): Promise<void> {
  const collection = file.split('/')[1];
  const fields = collection === 'blog' ? ['title', 'description', 'date', 'category', 'tags', 'draft', 'cover', 'translationKey'] : collection === 'faq' ? ['title', 'description', 'date', 'category', 'order'] : ['title', 'description', 'headline', 'benefit'];
  const field = fields[edit.field % fields.length];
  const text = `${edit.text} ${edit.value % 100}`;
  if (field === 'title' || field === 'description' || field === 'headline') data[field] = text;
  if (field === 'date') data.date = dateOf(edit.value);
  if (field === 'category') data.category = (collection === 'blog' ? BLOG_CATEGORIES : FAQ_CATEGORIES)[edit.value % (collection === 'blog' ? BLOG_CATEGORIES.length : FAQ_CATEGORIES.length)];
  if (field === 'tags') data.tags = [...new Set([0, 3, 7].slice(0, 1 + (edit.value % 3)).map((step) => BLOG_TAGS[(edit.value + step) % BLOG_TAGS.length]))];
  if (field === 'draft') data.draft = !data.draft;
  if (field === 'order') data.order = edit.value % 10;
  if (field === 'benefit') data.benefits = (data.benefits as { title: string; text: string }[]).map((benefit, i) => (i === edit.value % 3 ? { ...benefit, text } : benefit));
  if (field === 'cover') {
    if (edit.value % 3 === 0) delete data.cover;
    else data.cover = { src: IMAGES[edit.value % IMAGES.length], alt: text };
  }
  if (field === 'translationKey') await setTranslationKey(root, file, data, edit.value);
}

/** Links the article to another translation key, unless another article of its locale has that key. */
async function setTranslationKey(root: string, file: string, data: Record<string, unknown>, value: number): Promise<void> {
  const key = `blog:${ARTICLE_SLUGS[value % ARTICLE_SLUGS.length]}`;
  const folder = dirname(file);
  for (const other of (await readdir(join(root, folder))).map((name) => `${folder}/${name}`)) {
    if (other === file) continue;
    const theirs = (matter(await readFile(join(root, other), 'utf8'), {}).data as { translationKey?: string }).translationKey ?? `blog:${other.replace(/^.*\/|\.md$/g, '')}`;
    if (theirs === key) return;
  }
  const own = `blog:${file.replace(/^.*\/|\.md$/g, '')}`;
  if (key === own) delete data.translationKey;
  else data.translationKey = key;
}

/** Writes a new article, FAQ entry or item copy (replacing the file if it exists). */
async function addFile(root: string, edit: Extract<ContentEdit, { kind: 'add' }>): Promise<void> {
  const text = `${edit.text} ${edit.value % 100}`;
  let file: string;
  let contents: string;
  if (edit.what === 'article') {
    file = `content/blog/${edit.locale}/${ARTICLE_SLUGS[edit.pick % ARTICLE_SLUGS.length]}.md`;
    const tags = [BLOG_TAGS[edit.value % BLOG_TAGS.length] as string];
    contents = articleFile({ title: text, description: `${text}.`, date: dateOf(edit.value), category: BLOG_CATEGORIES[edit.value % BLOG_CATEGORIES.length] as string, tags, body: markdownBody(text, IMAGES[edit.value % IMAGES.length]) });
  } else if (edit.what === 'faq') {
    file = `content/faq/${edit.locale}/${FAQ_SLUGS[edit.pick % FAQ_SLUGS.length]}.md`;
    contents = faqFile({ title: `${text}?`, description: text, date: dateOf(edit.value), category: FAQ_CATEGORIES[edit.value % FAQ_CATEGORIES.length] as string, order: edit.value % 10, body: markdownBody(text) });
  } else {
    const path = (COPY_FILES[edit.pick % COPY_FILES.length] as string).replace('{locale}', edit.locale);
    file = `content/${path}.md`;
    contents = copyFile({ title: text, description: `${text}.`, headline: text, benefits: ['One', 'Two', 'Three'], ...(path.startsWith('alternatives/') ? { comparison: ['Price', 'Profiles', 'Teams', 'API'] } : {}), body: markdownBody(text) });
  }
  await mkdir(dirname(join(root, file)), { recursive: true });
  await writeFile(join(root, file), contents);
}
