import type { CatalogTranslations } from '../../schema';

/**
 * The owner's Kannada and Hindi for some of the menu: names and short descriptions, by the seed
 * key of the cake or hamper. Everything not here reads in English on the Kannada and Hindi pages.
 */
export const cakeTranslations: Record<string, CatalogTranslations> = {
  'rasmalai-cake': {
    kn: { name: 'ರಸಮಲಾಯಿ ಕೇಕ್', smalldesc: 'ಕೇಸರಿ ಹಾಲಿನ ಸ್ಪಾಂಜ್, ಮೃದುವಾದ ರಸಮಲಾಯಿ ಮತ್ತು ಪಿಸ್ತಾ.' },
    hi: { name: 'रसमलाई केक', smalldesc: 'केसर वाले दूध में भीगा स्पंज, नरम रसमलाई और पिस्ता।' },
  },
  'red-velvet-cream-cheese': {
    kn: { name: 'ರೆಡ್ ವೆಲ್ವೆಟ್ ಕ್ರೀಮ್ ಚೀಸ್', smalldesc: 'ಗಾಢ ಕೆಂಪು ಕೋಕೋ ಸ್ಪಾಂಜ್, ಹುಳಿ-ಸಿಹಿ ಕ್ರೀಮ್ ಚೀಸ್ ಫ್ರಾಸ್ಟಿಂಗ್.' },
    hi: { name: 'रेड वेल्वेट क्रीम चीज़', smalldesc: 'गहरे लाल कोको स्पंज पर हल्की खट्टी क्रीम चीज़ फ़्रॉस्टिंग।' },
  },
  'paan-gulkand': {
    kn: { name: 'ಪಾನ್ ಗುಲ್ಕಂದ್', smalldesc: 'ವೀಳ್ಯದೆಲೆಯ ಕ್ರೀಮ್, ಗುಲ್ಕಂದ್ ಮತ್ತು ಸ್ವಲ್ಪ ಸೋಂಪು.' },
    hi: { name: 'पान गुलकंद', smalldesc: 'पान के पत्ते की क्रीम, गुलकंद और हल्की सौंफ़।' },
  },
  'alphonso-mango-delight': {
    kn: { name: 'ಆಲ್ಫೋನ್ಸೊ ಮಾವಿನ ಕೇಕ್', smalldesc: 'ರತ್ನಗಿರಿ ಆಲ್ಫೋನ್ಸೊ ಮಾವಿನ ಕ್ರೀಮ್ ಮತ್ತು ತಾಜಾ ಮಾವಿನ ಹೋಳುಗಳು.' },
    hi: { name: 'अल्फांसो आम डिलाइट', smalldesc: 'रत्नागिरी अल्फांसो आम की क्रीम और ताज़े आम के टुकड़े।' },
  },
  'belgian-chocolate-truffle': {
    kn: { name: 'ಬೆಲ್ಜಿಯನ್ ಚಾಕೊಲೇಟ್ ಟ್ರಫಲ್', smalldesc: 'ಗಾಢ ಬೆಲ್ಜಿಯನ್ ಚಾಕೊಲೇಟ್ ಗನಾಶ್, ಸಮೃದ್ಧ ಮತ್ತು ಹೊಳಪು.' },
    hi: { name: 'बेल्जियन चॉकलेट ट्रफ़ल', smalldesc: 'गहरी बेल्जियन चॉकलेट गनाश, भरपूर और चमकदार।' },
  },
  'dark-chocolate-orange': {
    kn: { name: 'ಡಾರ್ಕ್ ಚಾಕೊಲೇಟ್ ಕಿತ್ತಳೆ', smalldesc: 'ಸ್ವಲ್ಪ ಕಹಿ-ಸಿಹಿ ಚಾಕೊಲೇಟ್, ನಾಗಪುರ ಕಿತ್ತಳೆ ಸಿಪ್ಪೆಯ ಘಮ.' },
    hi: { name: 'डार्क चॉकलेट ऑरेंज', smalldesc: 'कड़वी-मीठी चॉकलेट में नागपुर के संतरे के छिलके की ख़ुशबू।' },
  },
};

export const hamperTranslations: Record<string, CatalogTranslations> = {
  'christmas-plum-cake-hamper': {
    kn: { name: 'ಕ್ರಿಸ್ಮಸ್ ಪ್ಲಮ್ ಕೇಕ್ ಹ್ಯಾಂಪರ್', smalldesc: 'ರಮ್‌ನಲ್ಲಿ ನೆನೆಸಿದ ಪ್ಲಮ್ ಕೇಕ್, ಮಸಾಲೆ ಕುಕೀಸ್ ಮತ್ತು ಹಬ್ಬದ ಸಿಹಿಗಳು.' },
    hi: { name: 'क्रिसमस प्लम केक हैम्पर', smalldesc: 'रम में भीगा प्लम केक, मसालेदार कुकीज़ और त्योहार की मिठाइयाँ।' },
  },
  'morning-ritual': {
    kn: { name: 'ಬೆಳಗಿನ ಕಾಫಿ ಪೆಟ್ಟಿಗೆ', smalldesc: 'ನಮ್ಮ ಮನೆಯ ಕಾಫಿ, ಒಂದು ಮಗ್ ಮತ್ತು ನಿಧಾನದ ಬೆಳಗಿಗೆ ಕುಕೀಸ್.' },
    hi: { name: 'सुबह की रस्म', smalldesc: 'हमारी अपनी कॉफ़ी, एक मग और आराम भरी सुबहों के लिए कुकीज़।' },
  },
  'tea-time-treats': {
    kn: { name: 'ಸಂಜೆ ಚಹಾದ ಸಿಹಿಗಳು', smalldesc: 'ಟೀ ಕೇಕ್, ಕುಕೀಸ್ ಮತ್ತು ಜಾಮ್, ಪುಟ್ಟ ಬುಟ್ಟಿಯಲ್ಲಿ.' },
    hi: { name: 'चाय के साथ', smalldesc: 'टी केक, कुकीज़ और जैम, एक छोटी टोकरी में।' },
  },
  'festive-mithai-and-cake-box': {
    kn: { name: 'ಹಬ್ಬದ ಮಿಠಾಯಿ ಮತ್ತು ಕೇಕ್ ಪೆಟ್ಟಿಗೆ', smalldesc: 'ಮಿಠಾಯಿಯ ರುಚಿಯ ಬೇಕ್‌ಗಳೊಂದಿಗೆ ಒಂದು ಪುಟ್ಟ ಸಂಭ್ರಮದ ಕೇಕ್.' },
    hi: { name: 'त्योहार की मिठाई और केक बॉक्स', smalldesc: 'मिठाई जैसे स्वाद वाली बेक्ड चीज़ों के साथ एक छोटा जश्न का केक।' },
  },
};
