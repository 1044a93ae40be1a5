import { imageSrcSet } from '@shared/images';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import { Spinner } from '../../../components/ui/spinner';
import { usePublishers } from '../api/get-publishers';

/** All Publisher (spec §2 Home 2): four per view, 30 px apart, centred, clickable pagination. */
export function PublisherCarousel() {
  const { data: publishers, isPending, isError } = usePublishers();
  return (
    <section aria-labelledby="publishers-title" className="mt-16">
      <h2 id="publishers-title" className="mb-6 text-center font-serif text-3xl font-bold">
        All Publisher
      </h2>
      {isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner size={100} />
          <span className="sr-only">Loading publishers</span>
        </div>
      ) : isError ? null : (
        <Swiper
          modules={[Pagination]}
          slidesPerView={4}
          spaceBetween={30}
          centeredSlides
          pagination={{ clickable: true }}
          className="publisher-carousel !pb-10"
        >
          {publishers.map((publisher) => {
            const srcSet = imageSrcSet(publisher.image);
            return (
              <SwiperSlide key={publisher._id}>
                <figure className="flex flex-col items-center gap-3 rounded-lg border border-stone-200 bg-white p-4">
                  <img
                    src={publisher.image}
                    {...(srcSet ? { srcSet, sizes: '160px' } : {})}
                    alt={`${publisher.publisherName} logo`}
                    width={160}
                    height={160}
                    loading="lazy"
                    className="h-20 w-20 rounded-full object-cover md:h-28 md:w-28"
                  />
                  <figcaption className="hidden text-center text-sm font-semibold md:block">
                    {publisher.publisherName}
                  </figcaption>
                </figure>
              </SwiperSlide>
            );
          })}
        </Swiper>
      )}
    </section>
  );
}
