import classes from './ArticleBody.module.css';

/**
 * A post's body, rendered to HTML at build time by scripts/gen/gen-blog.ts from our own Markdown
 * (code highlighted, no <script>: the generator fails on one), so it is inserted as is.
 */
export function ArticleBody({ html }: { html: string }) {
  return (
    <div className={classes.body} data-article-body dangerouslySetInnerHTML={{ __html: html }} />
  );
}
