export { default as EmblaCarousel } from 'embla-carousel'
export { default as Autoplay } from 'embla-carousel-autoplay'
export { default as Fade } from 'embla-carousel-fade'
