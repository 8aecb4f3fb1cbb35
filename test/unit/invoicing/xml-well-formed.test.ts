import { expect } from 'chai';
import { isWellFormedXml } from '../../../src/modules/invoicing/domain/xml-well-formed.js';

// The shape of a CFDI 4.0 as SAT publishes its examples (Anexo 20), shortened.
const CFDI = `\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" Version="4.0" Serie="A" Folio="1" Fecha="2026-03-31T23:30:00" SubTotal="1293.10" Moneda="MXN" Total="1500.00" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="06600">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="GODE561231GR8" Nombre="EDUARDO GONZÁLEZ DÍAZ &amp; ASOCIADOS" DomicilioFiscalReceptor="06600" RegimenFiscalReceptor="612" UsoCFDI="G03"/>
  <!-- un comentario -->
  <cfdi:Conceptos><cfdi:Concepto ClaveProdServ="90151800" Cantidad="1" Descripcion='Inscripción "Copa Bajío"' ValorUnitario="1293.10" Importe="1293.10" ObjetoImp="02"/></cfdi:Conceptos>
  <cfdi:Complemento><![CDATA[ <no es marcado> ]]></cfdi:Complemento>
</cfdi:Comprobante>
`;

describe('Well-formed XML (the invoice an admin attaches)', () => {
  it('takes a CFDI with its declaration, namespaces, comments, references and CDATA', () => {
    expect(isWellFormedXml(CFDI)).to.equal(true);
    expect(isWellFormedXml('<a/>')).to.equal(true);
    expect(isWellFormedXml('<a b="1" c=\'&#233;&#x41;\'>texto &lt; y &gt;</a >')).to.equal(true);
  });

  it('refuses what is not well-formed', () => {
    const broken = [
      '',
      'texto',
      '<a>',
      '<a></b>',
      '<a><b></a></b>',
      '<a/><b/>',
      '<a b=1/>',
      '<a b="1" b="2"/>',
      '<a b="x<y"/>',
      '<a>AT&T</a>',
      '<a>&nbsp;</a>',
      '<a><!-- a -- b --></a>',
      '<!DOCTYPE a [<!ENTITY x "y">]><a>&x;</a>',
      '<a>]]></a>',
      '<a><?xml version="1.0"?></a>',
      '<a/>texto',
      '<a b="1"c="2"/>',
      CFDI.replace('</cfdi:Conceptos>', ''),
    ];
    for (const xml of broken) expect(isWellFormedXml(xml), xml.slice(0, 60)).to.equal(false);
  });
});
