import { PRICES } from '@/config/prices';
import { articleLink, moneyEn, moneyPt } from '../article-helpers';
import type { ArticleBodies } from '../types';

export const bodies: ArticleBodies = {
  'pt-BR': {
    intro: [
      'Peça para a IA “um post para a minha loja” e você vai receber um texto que serve para qualquer loja do planeta. Peça do jeito certo e o resultado parece escrito por alguém que conhece o seu negócio há anos. A diferença está no briefing.',
      'Briefing é o conjunto de informações que você entrega antes de qualquer produção. Com inteligência artificial, ele é ainda mais importante: a IA não entra na sua loja, não ouve os seus clientes e não adivinha o que você quis dizer. Tudo o que ela sabe é o que você escreve.',
    ],
    sections: [
      {
        heading: 'As seis informações que todo briefing precisa ter',
        blocks: [
          { h3: '1. Quem é a empresa' },
          'Nome, o que vende, onde atua e o que a diferencia. “Padaria artesanal no centro de Curitiba, com fermentação natural e entrega no mesmo dia” diz muito mais do que “padaria”.',
          { h3: '2. Para quem é' },
          'Descreva o público com detalhes: faixa de idade, rotina, o que valoriza e o que o impede de comprar. “Mães que trabalham fora e querem um lanche saudável para a escola” orienta cada palavra do texto.',
          { h3: '3. Qual é o objetivo' },
          'Vender um produto específico, gerar pedidos de orçamento, lotar a agenda da semana, divulgar um evento. Um briefing com um objetivo gera um texto focado; com três objetivos, gera um texto confuso.',
          { h3: '4. O tom de voz' },
          'Descontraído, acolhedor, técnico, sofisticado, divertido? Se puder, cite uma marca que fala do jeito que você gostaria ou cole um texto seu que deu certo.',
          { h3: '5. As informações do produto' },
          'Preço, condições, prazos, diferenciais e qualquer dado que precise aparecer. A IA não deve inventar números: é você quem os fornece.',
          { h3: '6. Referências' },
          'Links, exemplos ou descrições do que você gosta e do que não quer de jeito nenhum. Referências negativas, como “nada de clichês do tipo qualidade e preço justo”, economizam rodadas de ajuste.',
        ],
      },
      {
        heading: 'Briefing para imagem: o que muda',
        blocks: [
          'Para imagens, o briefing vira descrição visual. Informe:',
          {
            ul: [
              'o estilo: minimalista, colorido, fotográfico, ilustrado ou retrô;',
              'as cores da marca, de preferência com o código hexadecimal, como #5B21B6;',
              'o texto que deve aparecer na imagem, curto e revisado;',
              'onde a imagem será usada: post quadrado, story ou thumbnail.',
            ],
          },
          'Quanto menos texto dentro da imagem, melhor. Frases longas costumam sair com erros e ficam difíceis de ler no celular.',
        ],
      },
      {
        heading: 'Briefing para áudio',
        blocks: [
          'Para narração, o mais importante é o próprio texto. Escreva como se fala, com frases curtas e pontuação que marque as pausas. Escolha o tipo de voz, mais grave ou mais aguda, mais séria ou mais animada, de acordo com a mensagem.',
          'Números, siglas e nomes estrangeiros devem vir escritos do jeito que precisam ser lidos. Se a marca tem uma pronúncia própria, escreva-a como se soletrasse para alguém ao telefone.',
        ],
      },
      {
        heading: 'Um modelo para copiar',
        blocks: [
          'Use este roteiro como ponto de partida e preencha cada item com uma ou duas frases:',
          {
            ul: [
              'Empresa: o que vende, onde e qual é o diferencial.',
              'Público: quem compra e o que essa pessoa quer resolver.',
              'Objetivo: a única ação que o leitor deve tomar.',
              'Tom: três adjetivos e um exemplo.',
              'Produto: preço, condição e prazo.',
              'Referências: o que imitar e o que evitar.',
            ],
          },
          ['Com esse modelo em mãos, ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'criar posts que convertem em vendas'), ' fica bem mais simples.'],
        ],
      },
      {
        heading: 'Os erros que geram textos genéricos',
        blocks: [
          {
            ul: [
              'Briefing de uma linha: quanto menos contexto, mais genérico o resultado.',
              'Objetivos demais no mesmo pedido.',
              'Adjetivos vagos, como “moderno” e “impactante”, sem um exemplo do que isso significa para você.',
              'Informação errada ou desatualizada: a IA repete com toda a confiança o que você escreveu.',
              'Dados pessoais de clientes: pela LGPD, eles não precisam e não devem estar no briefing. Descreva perfis, não pessoas.',
            ],
          },
        ],
      },
      {
        heading: 'Revise, ajuste e guarde',
        blocks: [
          'Mesmo com um bom briefing, leia o resultado com olhos de cliente. Se algo não soar como você, diga exatamente o quê: “mais curto”, “menos formal”, “destaque a entrega grátis”. Pedidos específicos geram versões melhores do que um simples “não gostei”.',
          `Quando um briefing der certo, guarde-o. Na IAgência, cada pedido fica no histórico da Área do Cliente e pode ser reutilizado com um clique, o que poupa tempo no próximo conteúdo. Cada serviço avulso custa ${moneyPt(PRICES.perService)}.`,
          ['Quer entender melhor como as agências usam esse processo? Leia ', articleLink('agencias-de-ia-no-marketing-digital', 'o que muda com as agências de IA no marketing digital'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Coloque o seu briefing para trabalhar',
      text: `Escolha o tipo de conteúdo, preencha os campos do briefing e receba o resultado no seu painel. Cada serviço custa ${moneyPt(PRICES.perService)}.`,
      label: 'Fazer um pedido',
    },
  },
  'en-US': {
    intro: [
      'Ask AI for “a post for my shop” and you will get copy that would fit any shop on the planet. Ask the right way and the result reads as if someone who has known your business for years wrote it. The difference is the brief.',
      'A brief is the information you hand over before any work starts. With artificial intelligence it matters even more: AI cannot walk into your shop, listen to your customers or guess what you meant. All it knows is what you write down.',
    ],
    sections: [
      {
        heading: 'The six things every brief needs',
        blocks: [
          { h3: '1. Who the company is' },
          'Name, what you sell, where you operate and what sets you apart. “Artisan bakery in downtown Curitiba, sourdough only, same-day delivery” says far more than “bakery”.',
          { h3: '2. Who it is for' },
          'Describe your audience in detail: age range, routine, what they value and what keeps them from buying. “Working moms who want a healthy school snack” shapes every word of the copy.',
          { h3: '3. What the goal is' },
          'Sell one specific product, get quote requests, fill this week’s schedule, promote an event. A brief with one goal produces focused copy; a brief with three produces a muddle.',
          { h3: '4. The tone of voice' },
          'Relaxed, warm, technical, upscale, playful? If you can, name a brand that sounds the way you would like to, or paste something you wrote that worked.',
          { h3: '5. The product details' },
          'Price, terms, deadlines, selling points and any figure that must appear. AI should never make up numbers: you supply them.',
          { h3: '6. References' },
          'Links, examples or descriptions of what you like and what you absolutely do not want. Negative references, such as “no clichés like quality at a fair price”, save rounds of edits.',
        ],
      },
      {
        heading: 'Briefs for images: what changes',
        blocks: [
          'For images, the brief becomes a visual description. Include:',
          {
            ul: [
              'the style: minimalist, colorful, photographic, illustrated or retro;',
              'your brand colors, ideally with hex codes such as #5B21B6;',
              'the text that must appear on the image, short and proofread;',
              'where the image will be used: a square post, a story or a thumbnail.',
            ],
          },
          'The less text inside the image, the better. Long sentences often come out with errors and are hard to read on a phone.',
        ],
      },
      {
        heading: 'Briefs for audio',
        blocks: [
          'For voice-overs, the script itself matters most. Write the way people speak, with short sentences and punctuation that marks the pauses. Choose a voice, deeper or lighter, more serious or more upbeat, to match the message.',
          'Spell out numbers, acronyms and foreign names the way they should be read. If your brand has its own pronunciation, write it as if you were spelling it for someone over the phone.',
        ],
      },
      {
        heading: 'A template to copy',
        blocks: [
          'Use this outline as a starting point and fill in each item with a sentence or two:',
          {
            ul: [
              'Company: what you sell, where, and what makes you different.',
              'Audience: who buys and what problem they want solved.',
              'Goal: the one action the reader should take.',
              'Tone: three adjectives and an example.',
              'Product: price, terms and deadline.',
              'References: what to imitate and what to avoid.',
            ],
          },
          ['With this template in hand, ', articleLink('como-usar-ia-criar-posts-que-convertem-vendas', 'creating posts that turn into sales'), ' gets much easier.'],
        ],
      },
      {
        heading: 'The mistakes that lead to generic copy',
        blocks: [
          {
            ul: [
              'One-line briefs: the less context, the blander the result.',
              'Too many goals in one request.',
              'Vague adjectives like “modern” or “impactful” with no example of what they mean to you.',
              'Wrong or outdated information: AI will confidently repeat whatever you wrote.',
              'Customers’ personal data: under Brazil’s LGPD it does not need to be, and should not be, in a brief. Describe profiles, not people.',
            ],
          },
        ],
      },
      {
        heading: 'Review, refine and save',
        blocks: [
          'Even with a solid brief, read the result through a customer’s eyes. If something does not sound like you, say exactly what: “shorter”, “less formal”, “highlight free delivery”. Specific requests produce better versions than a plain “I don’t like it”.',
          `When a brief works, keep it. At IAgência, every order stays in your client area history and can be reused with one click, which saves time on the next piece. Each single service costs ${moneyEn(PRICES.perService)}.`,
          ['Curious about how agencies build on this process? Read ', articleLink('agencias-de-ia-no-marketing-digital', 'what AI agencies change in digital marketing'), '.'],
        ],
      },
    ],
    cta: {
      heading: 'Put your brief to work',
      text: `Choose the type of content, fill in the brief and get the result in your dashboard. Each service costs ${moneyEn(PRICES.perService)}.`,
      label: 'Place an order',
    },
  },
};
