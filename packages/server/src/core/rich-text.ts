import sanitizeHtml from 'sanitize-html'

const allowedTags = [
  ...sanitizeHtml.defaults.allowedTags,
  'img',
  'h1',
  'h2',
  'span',
  'video',
  'source',
  'u',
  's',
]

const COLOUR = [/^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\)|[a-z]+)$/i]
/** The only style properties rich text keeps: none of them can place, load or hide anything. */
const allowedStyles = {
  '*': {
    color: COLOUR,
    'background-color': COLOUR,
    'text-align': [/^(left|right|center|justify|start|end)$/],
    'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
    'font-style': [/^(normal|italic|oblique)$/],
    'text-decoration': [/^(none|underline|overline|line-through)( (underline|overline|line-through))*$/],
  },
}

/** `data:` URLs stay only as the picture of an `<img>`. */
const imageOnly: sanitizeHtml.Transformer = (tagName, attribs) => {
  const { src, ...rest } = attribs
  return { tagName, attribs: src && /^\s*data:(?!image\/)/i.test(src) ? rest : attribs }
}

/** Rich text as it may be stored and shown: no scripts, handlers, `javascript:` links or layout tricks. */
export function cleanRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags,
    allowedAttributes: {
      ...sanitizeHtml.defaults.allowedAttributes,
      '*': ['style', 'class'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      video: ['src', 'controls', 'width', 'height', 'poster'],
      source: ['src', 'type'],
    },
    allowedStyles,
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'poster'],
    transformTags: { img: imageOnly },
  })
}
