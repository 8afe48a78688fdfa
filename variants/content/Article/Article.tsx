/**
 * Article — one blog or education article in a single reading column: category, title, author
 * and date, the cover, the sanitised body, then up to a few related articles and a way back.
 */
import { Skeleton } from '../../../ui/Skeleton';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { Category, Cover, PostCard } from '../parts/PostCard';
import { CoverBone } from '../parts/PostCardFrame';
import { Prose } from '../parts/Prose';
import type { ArticleProps } from '../types';
import * as S from './Article.styles';

export function Article(props: ArticleProps) {
  const { author } = props;
  return (
    <S.Column>
      <S.Head>
        {props.category !== '' && <Category>{props.category}</Category>}
        <S.Title>{props.title}</S.Title>
        <S.Byline>
          {author.name !== '' && (
            <span>
              By <strong>{author.name}</strong>
              {author.role !== '' && `, ${author.role}`}
            </span>
          )}
          {props.date !== '' && (
            <span>
              <time dateTime={props.dateTime}>{props.date}</time> · {props.dateLabel}
            </span>
          )}
        </S.Byline>
      </S.Head>
      {props.image !== '' && (
        <S.Figure>
          <Cover src={props.image} alt={props.imageAlt} width={1200} height={675} />
        </S.Figure>
      )}
      {/* The engine passes sanitised HTML only (engine/rules/sanitizeHtml). */}
      <Prose dangerouslySetInnerHTML={{ __html: props.html }} />
      {props.related.length > 0 && (
        <S.Related aria-labelledby="related-articles">
          <S.RelatedTitle id="related-articles">Related articles</S.RelatedTitle>
          <S.RelatedGrid>
            {props.related.map((post) => (
              <li key={post.key}>
                <PostCard post={post} headingLevel={3} />
              </li>
            ))}
          </S.RelatedGrid>
        </S.Related>
      )}
      <S.Back to={props.back.href}>← {props.back.label}</S.Back>
    </S.Column>
  );
}

/** The article's shape while it loads: title, byline, cover and a few paragraphs. */
export function ArticleSkeleton() {
  return (
    <S.Column as="div" role="status">
      <VisuallyHidden>Loading the article</VisuallyHidden>
      <div aria-hidden="true">
        <S.Head as="div">
          <Skeleton width={88} height={20} shape="pill" />
          <Skeleton width="85%" height={36} />
          <Skeleton width="50%" height={18} />
        </S.Head>
        <S.Figure as="div">
          <CoverBone />
        </S.Figure>
        {['100%', '96%', '92%', '60%', '100%', '88%'].map((width, index) => (
          <Skeleton key={index} width={width} height="1.7em" />
        ))}
      </div>
    </S.Column>
  );
}
