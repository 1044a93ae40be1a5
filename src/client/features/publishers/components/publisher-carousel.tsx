import { imageSrcSet } from '@shared/images';
import { SITE_TEXTS } from '@shared/messages';
import { paths } from '@shared/paths';
import { Carousel } from '../../../components/ui/carousel';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { usePublishers } from '../api/get-publishers';

/**
 * All Publisher: four per view, 30 px apart, clickable pagination. It pages a full row at a time from the first
 * logo, and its bullets are one tab stop (arrow keys move between them); logos out of view are left out of the
 * tab order and the accessibility tree, as they are out of sight.
 */
export function PublisherCarousel() {
  const { data: publishers, isPending, isError } = usePublishers();
  return (
    <section aria-labelledby="publishers-title" className="mt-10 md:mt-16">
      <h2 id="publishers-title" className="mb-6 text-center font-serif text-3xl font-bold">
        All Publisher
      </h2>
      {isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner size={100} />
          <span className="sr-only">{SITE_TEXTS.layout.loadingPublishers}</span>
        </div>
      ) : isError ? null : (
        <Carousel
          perView={4}
          gap={30}
          paged
          hideInactive
          pagination
          className="pb-10"
          slides={publishers.map((publisher) => {
            const srcSet = imageSrcSet(publisher.image);
            return {
              key: publisher._id,
              content: (
                <Link
                  to={paths.publisher(publisher.publisherName)}
                  className="flex h-full flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-2 hover:border-red-700 sm:p-4"
                >
                  <img
                    src={publisher.image}
                    {...(srcSet ? { srcSet, sizes: '160px' } : {})}
                    alt={`${publisher.publisherName} logo`}
                    width={160}
                    height={160}
                    loading="lazy"
                    className="aspect-square h-auto w-full max-w-20 rounded-full object-cover md:max-w-28"
                  />
                  <span className="hidden text-center text-sm font-semibold md:block">
                    {publisher.publisherName}
                  </span>
                </Link>
              ),
            };
          })}
        />
      )}
    </section>
  );
}
