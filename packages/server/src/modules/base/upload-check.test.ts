import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { AppError } from '../../platform.ts'
import { messages } from './messages.ts'
import { assertContentMatches } from './upload-check.ts'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backroom-svg-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

let files = 0
async function check(svg: string) {
  const file = path.join(dir, `${files++}.svg`)
  fs.writeFileSync(file, svg)
  return assertContentMatches(file, 'svg')
}

const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const svg = (body: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${XLINK}${attributes}>${body}</svg>`
const B64_SVG = Buffer.from(svg('<script>alert(1)</script>')).toString('base64')
const PNG_B64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg=='

describe('the SVG check', () => {
  it.each<[string, string]>([
    ['an event attribute', svg('', ' onload="alert(1)"')],
    ['an event attribute in capitals, spaced around its equals sign', svg('<rect ONLOAD\n =\t"alert(1)"/>')],
    ['an event attribute under a prefix', svg('<rect xlink:onclick="alert(1)"/>')],
    ['a script element', svg('<script>alert(1)</script>')],
    ['a script in CDATA', svg('<script><![CDATA[alert(1)]]></script>')],
    [
      'a script element of the SVG namespace under another prefix',
      svg('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
    ],
    ['a script element of no namespace', '<svg><script>alert(1)</script></svg>'],
    ['an entity-encoded scheme', svg('<a href="jav&#x61;script:alert(1)"><text>x</text></a>')],
    ['a decimal-encoded scheme', svg('<a href="&#106;avascript:alert(1)"><text>x</text></a>')],
    ['an encoded colon', svg('<a href="javascript&#58;alert(1)"><text>x</text></a>')],
    ['a scheme in mixed case after spaces', svg('<a href="  JaVaScRiPt:alert(1)"><text>x</text></a>')],
    ['a tab inside the scheme', svg('<a xlink:href="java\tscript:alert(1)"><text>x</text></a>')],
    [
      'an encoded newline inside the scheme',
      svg('<a xlink:href="java&#10;script:alert(1)"><text>x</text></a>'),
    ],
    ['a vbscript link', svg('<a href="vbscript:msgbox(1)"><text>x</text></a>')],
    ['an HTML page as data', svg('<a href="data:text/html;base64,PHNjcmlwdD4="><text>x</text></a>')],
    [
      'an SVG as data, which this check does not read',
      svg(`<image href="data:image/svg+xml;base64,${B64_SVG}"/>`),
    ],
    ['a base URL that is a script', svg('<a xml:base="javascript:alert(1)//" href=""><text>x</text></a>')],
    [
      'a foreign object',
      svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>'),
    ],
    [
      'an iframe in a foreign object',
      svg(
        '<foreignObject><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/></foreignObject>',
      ),
    ],
    ['an iframe', svg('<iframe src="https://example.com/"/>')],
    ['an embed', svg('<embed src="https://example.com/x.swf"/>')],
    ['an object', svg('<object data="https://example.com/x.html"/>')],
    ['an SVG Tiny handler', svg('<handler type="application/ecmascript">alert(1)</handler>')],
    [
      'an HTML image with an error handler',
      svg('<h:img xmlns:h="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/>'),
    ],
    ['a set that makes a link a script', svg('<a><set attributeName="href" to="javascript:alert(1)"/></a>')],
    [
      'an animation whose values end in a script',
      svg('<a><animate attributeName="xlink:href" values="#a;javascript:alert(1)" dur="1s"/></a>'),
    ],
    ['a set of an event attribute', svg('<rect><set attributeName="onmouseover" to="alert(1)"/></rect>')],
    ['a use of an SVG as data', svg(`<use href="data:image/svg+xml;base64,${B64_SVG}#x"/>`)],
    ['a style sheet import', svg('<style>@import url(https://example.com/x.css);</style>')],
    ['an import split by a comment', svg('<style>@im<!-- -->port "x.css";</style>')],
    ['a style with a script URL', svg('<style>rect { background: url(javascript:alert(1)) }</style>')],
    ['a style escape', svg('<style>rect { background: url(java\\73 cript:alert(1)) }</style>')],
    [
      'a style attribute with a script URL',
      svg('<rect style="fill: url(&quot;javascript:alert(1)&quot;)"/>'),
    ],
    ['an XML style sheet', `<?xml-stylesheet type="text/xsl" href="data:text/xml,x"?>${svg('<rect/>')}`],
    [
      'an entity expansion',
      `<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>${svg('<text>&b;</text>')}`,
    ],
    ['an encoding that could hide markup', `<?xml version="1.0" encoding="ISO-2022-JP"?>${svg('<rect/>')}`],
  ])('refuses %s as unsafe', async (_, content) => {
    await expect(check(content)).rejects.toMatchObject({ key: messages.uploadUnsafe })
  })

  it.each<[string, string]>([
    ['an attribute separated by a slash', '<svg/onload=alert(1)>'],
    ['an attribute separated by a slash, inside an SVG', svg('<svg/onload=alert(1)>')],
    ['an unquoted attribute', '<svg xmlns="http://www.w3.org/2000/svg" onload=alert(1)></svg>'],
    ['an HTML entity no XML knows', svg('<a href="javascript&colon;alert(1)"><text>x</text></a>')],
    ['an unclosed element', '<svg xmlns="http://www.w3.org/2000/svg"><g><rect/></svg>'],
    ['a character reference to a control character', svg('<a href="&#1;javascript:alert(1)"/>')],
    ['an HTML page', '<html xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></html>'],
    ['plain words', 'plain words'],
    ['only a comment', '<!-- <svg> -->'],
  ])('refuses %s as no SVG', async (_, content) => {
    const err = await check(content).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect(err).toMatchObject({ key: messages.uploadMismatch, params: { ext: 'svg' } })
  })

  it.each<[string, string]>([
    [
      'an icon of paths',
      `<?xml version="1.0" encoding="UTF-8"?>\n<!-- an icon -->\n${svg(
        '<title>Home</title><path d="M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z" fill="#333"/>',
        ' viewBox="0 0 24 24" width="24" height="24"',
      )}`,
    ],
    [
      'a gradient fill',
      svg(
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: url(\'#g\')"/>',
      ),
    ],
    ['a use of a symbol', svg('<symbol id="i"><circle r="4"/></symbol><use xlink:href="#i" x="5"/>')],
    ['a link to a web page', svg('<a href="https://example.com/docs?a=1&amp;b=2"><text>docs</text></a>')],
    [
      'an embedded PNG, its base64 wrapped over lines',
      svg(
        `<image width="1" height="1" href="data:image/png;base64,${PNG_B64.slice(0, 40)}\n  ${PNG_B64.slice(40)}"/>`,
      ),
    ],
    [
      'an editor’s file with its own namespaces and a class style',
      `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${svg(
        '<sodipodi:namedview pagecolor="#ffffff"/><style><![CDATA[.a { fill: #f00 }]]></style><rect class="a" width="2" height="2"/>',
        ' xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:export-filename="C:\\Users\\me\\logo.png"',
      )}`,
    ],
    [
      'an animation of opacity',
      svg('<rect width="2" height="2"><animate attributeName="opacity" values="0;1;0" dur="1s"/></rect>'),
    ],
    ['text that only names a script', svg('<text>javascript: and onload are words here</text>')],
  ])('accepts %s', async (_, content) => {
    await expect(check(content)).resolves.toBeUndefined()
  })
})
